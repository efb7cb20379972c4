export default definePageConfig({
  navigationBarTitleText: '投资云空间',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
