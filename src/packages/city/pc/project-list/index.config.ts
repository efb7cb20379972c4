export default definePageConfig({
  navigationBarTitleText: '投资项目',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
