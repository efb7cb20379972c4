export default definePageConfig({
  navigationBarTitleText: '投资机构',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
